// generated from specs/forms/obj-wids-profile.schema.json and obj-wids-profile.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["1e9682d0"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"sensor-mode":{"type":"string","title":"Sensor Mode","oneOf":[{"const":"disable","title":"Disabled"},{"const":"foreign","title":"Foreign channels only"},{"const":"both","title":"Foreign and home channels"}],"default":"disable"},"ap-scan":{"type":"string","title":"Rogue AP Scan","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"ap-bgscan-period":{"type":"integer","title":"Background Scan Period (s)","minimum":10,"maximum":3600,"errorMessage":{"minimum":"Background Scan Period (s) must be between 10 and 3600.","maximum":"Background Scan Period (s) must be between 10 and 3600.","type":"Background Scan Period (s) must be a whole number."},"default":600},"deauth-broadcast":{"type":"string","title":"Broadcast De-authentication Detection","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"invalid-mac-oui":{"type":"string","title":"Invalid MAC OUI Detection","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"comment":{"type":"string","title":"Comments","maxLength":63,"errorMessage":{"maxLength":"Comments cannot be longer than 63 characters."}}},"errorMessage":{"required":{"name":"This field is required."}},"$id":"1e9682d0"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err1 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(func1(data0) < 1){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(!pattern4.test(data0)){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
else {
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err5 of vErrors){
if((((((err5.keyword !== "errorMessage") && (!err5.emUsed)) && (err5.instancePath === instancePath+"/name")) && (err5.keyword in emErrors0)) && (err5.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err5.schemaPath.slice(17)))){
emErrors0[err5.keyword].push(err5);
err5.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
}
const emErrs0 = [];
for(const err7 of vErrors){
if(!err7.emUsed){
emErrs0.push(err7);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data["sensor-mode"] !== undefined){
let data1 = data["sensor-mode"];
if(typeof data1 !== "string"){
const err8 = {instancePath:instancePath+"/sensor-mode",schemaPath:"#/properties/sensor-mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["sensor-mode"].type,parentSchema:schema53.properties["sensor-mode"],data:data1};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if("disable" !== data1){
const err9 = {instancePath:instancePath+"/sensor-mode",schemaPath:"#/properties/sensor-mode/oneOf/0/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["sensor-mode"].oneOf[0],data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if("foreign" !== data1){
const err10 = {instancePath:instancePath+"/sensor-mode",schemaPath:"#/properties/sensor-mode/oneOf/1/const",keyword:"const",params:{allowedValue: "foreign"},message:"must be equal to constant",schema:"foreign",parentSchema:schema53.properties["sensor-mode"].oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
const _errs9 = errors;
if("both" !== data1){
const err11 = {instancePath:instancePath+"/sensor-mode",schemaPath:"#/properties/sensor-mode/oneOf/2/const",keyword:"const",params:{allowedValue: "both"},message:"must be equal to constant",schema:"both",parentSchema:schema53.properties["sensor-mode"].oneOf[2],data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 2];
}
else {
if(_valid0){
valid1 = true;
passing0 = 2;
}
}
}
if(!valid1){
const err12 = {instancePath:instancePath+"/sensor-mode",schemaPath:"#/properties/sensor-mode/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["sensor-mode"].oneOf,parentSchema:schema53.properties["sensor-mode"],data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data["ap-scan"] !== undefined){
let data2 = data["ap-scan"];
if(typeof data2 !== "string"){
const err13 = {instancePath:instancePath+"/ap-scan",schemaPath:"#/properties/ap-scan/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ap-scan"].type,parentSchema:schema53.properties["ap-scan"],data:data2};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
const _errs12 = errors;
let valid2 = false;
let passing1 = null;
const _errs13 = errors;
if("enable" !== data2){
const err14 = {instancePath:instancePath+"/ap-scan",schemaPath:"#/properties/ap-scan/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["ap-scan"].oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
var _valid1 = _errs13 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs14 = errors;
if("disable" !== data2){
const err15 = {instancePath:instancePath+"/ap-scan",schemaPath:"#/properties/ap-scan/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["ap-scan"].oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
}
if(!valid2){
const err16 = {instancePath:instancePath+"/ap-scan",schemaPath:"#/properties/ap-scan/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["ap-scan"].oneOf,parentSchema:schema53.properties["ap-scan"],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
else {
errors = _errs12;
if(vErrors !== null){
if(_errs12){
vErrors.length = _errs12;
}
else {
vErrors = null;
}
}
}
}
if(data["ap-bgscan-period"] !== undefined){
let data3 = data["ap-bgscan-period"];
if(!((typeof data3 == "number") && (!(data3 % 1) && !isNaN(data3)))){
const err17 = {instancePath:instancePath+"/ap-bgscan-period",schemaPath:"#/properties/ap-bgscan-period/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["ap-bgscan-period"].type,parentSchema:schema53.properties["ap-bgscan-period"],data:data3};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
if(typeof data3 == "number"){
if(data3 > 3600 || isNaN(data3)){
const err18 = {instancePath:instancePath+"/ap-bgscan-period",schemaPath:"#/properties/ap-bgscan-period/maximum",keyword:"maximum",params:{comparison: "<=", limit: 3600},message:"must be <= 3600",schema:3600,parentSchema:schema53.properties["ap-bgscan-period"],data:data3};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(data3 < 10 || isNaN(data3)){
const err19 = {instancePath:instancePath+"/ap-bgscan-period",schemaPath:"#/properties/ap-bgscan-period/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10",schema:10,parentSchema:schema53.properties["ap-bgscan-period"],data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err20 of vErrors){
if((((((err20.keyword !== "errorMessage") && (!err20.emUsed)) && (err20.instancePath === instancePath+"/ap-bgscan-period")) && (err20.keyword in emErrors1)) && (err20.schemaPath.indexOf("#/properties/ap-bgscan-period") === 0)) && (/^\/[^\/]*$/.test(err20.schemaPath.slice(29)))){
emErrors1[err20.keyword].push(err20);
err20.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err21 = {instancePath:instancePath+"/ap-bgscan-period",schemaPath:"#/properties/ap-bgscan-period/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties["ap-bgscan-period"].errorMessage[key1],schema:schema53.properties["ap-bgscan-period"].errorMessage,parentSchema:schema53.properties["ap-bgscan-period"],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
}
const emErrs1 = [];
for(const err22 of vErrors){
if(!err22.emUsed){
emErrs1.push(err22);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["deauth-broadcast"] !== undefined){
let data4 = data["deauth-broadcast"];
if(typeof data4 !== "string"){
const err23 = {instancePath:instancePath+"/deauth-broadcast",schemaPath:"#/properties/deauth-broadcast/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["deauth-broadcast"].type,parentSchema:schema53.properties["deauth-broadcast"],data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
const _errs19 = errors;
let valid3 = false;
let passing2 = null;
const _errs20 = errors;
if("enable" !== data4){
const err24 = {instancePath:instancePath+"/deauth-broadcast",schemaPath:"#/properties/deauth-broadcast/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["deauth-broadcast"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
var _valid2 = _errs20 === errors;
if(_valid2){
valid3 = true;
passing2 = 0;
}
const _errs21 = errors;
if("disable" !== data4){
const err25 = {instancePath:instancePath+"/deauth-broadcast",schemaPath:"#/properties/deauth-broadcast/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["deauth-broadcast"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
var _valid2 = _errs21 === errors;
if(_valid2 && valid3){
valid3 = false;
passing2 = [passing2, 1];
}
else {
if(_valid2){
valid3 = true;
passing2 = 1;
}
}
if(!valid3){
const err26 = {instancePath:instancePath+"/deauth-broadcast",schemaPath:"#/properties/deauth-broadcast/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["deauth-broadcast"].oneOf,parentSchema:schema53.properties["deauth-broadcast"],data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
else {
errors = _errs19;
if(vErrors !== null){
if(_errs19){
vErrors.length = _errs19;
}
else {
vErrors = null;
}
}
}
}
if(data["invalid-mac-oui"] !== undefined){
let data5 = data["invalid-mac-oui"];
if(typeof data5 !== "string"){
const err27 = {instancePath:instancePath+"/invalid-mac-oui",schemaPath:"#/properties/invalid-mac-oui/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["invalid-mac-oui"].type,parentSchema:schema53.properties["invalid-mac-oui"],data:data5};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
const _errs24 = errors;
let valid4 = false;
let passing3 = null;
const _errs25 = errors;
if("enable" !== data5){
const err28 = {instancePath:instancePath+"/invalid-mac-oui",schemaPath:"#/properties/invalid-mac-oui/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["invalid-mac-oui"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid3 = _errs25 === errors;
if(_valid3){
valid4 = true;
passing3 = 0;
}
const _errs26 = errors;
if("disable" !== data5){
const err29 = {instancePath:instancePath+"/invalid-mac-oui",schemaPath:"#/properties/invalid-mac-oui/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["invalid-mac-oui"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
var _valid3 = _errs26 === errors;
if(_valid3 && valid4){
valid4 = false;
passing3 = [passing3, 1];
}
else {
if(_valid3){
valid4 = true;
passing3 = 1;
}
}
if(!valid4){
const err30 = {instancePath:instancePath+"/invalid-mac-oui",schemaPath:"#/properties/invalid-mac-oui/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties["invalid-mac-oui"].oneOf,parentSchema:schema53.properties["invalid-mac-oui"],data:data5};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
else {
errors = _errs24;
if(vErrors !== null){
if(_errs24){
vErrors.length = _errs24;
}
else {
vErrors = null;
}
}
}
}
if(data.comment !== undefined){
let data6 = data.comment;
if(typeof data6 === "string"){
if(func1(data6) > 63){
const err31 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/maxLength",keyword:"maxLength",params:{limit: 63},message:"must NOT have more than 63 characters",schema:63,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
else {
const err32 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.comment.type,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"maxLength":[]};
const templates2 = {};
for(const err33 of vErrors){
if((((((err33.keyword !== "errorMessage") && (!err33.emUsed)) && (err33.instancePath === instancePath+"/comment")) && (err33.keyword in emErrors2)) && (err33.schemaPath.indexOf("#/properties/comment") === 0)) && (/^\/[^\/]*$/.test(err33.schemaPath.slice(20)))){
emErrors2[err33.keyword].push(err33);
err33.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err34 = {instancePath:instancePath+"/comment",schemaPath:"#/properties/comment/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties.comment.errorMessage[key2],schema:schema53.properties.comment.errorMessage,parentSchema:schema53.properties.comment,data:data6};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
}
const emErrs2 = [];
for(const err35 of vErrors){
if(!err35.emUsed){
emErrs2.push(err35);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err36 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"name":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err37 of vErrors){
if((((((err37.keyword !== "errorMessage") && (!err37.emUsed)) && (err37.instancePath === instancePath)) && (err37.keyword in emErrors3)) && (err37.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err37.schemaPath.slice(1)))){
emPropParams0 = obj0[err37.keyword];
emParamsErrors0 = emErrors3[err37.keyword][err37.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err37);
err37.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err38 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key3][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err39 of vErrors){
if(!err39.emUsed){
emErrs3.push(err39);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-595ba019"] = validate25;
const schema54 = {"const":"disable","title":"Disabled","$id":"-595ba019"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports.eb89d67 = validate26;
const schema55 = {"const":"foreign","title":"Foreign channels only","$id":"eb89d67"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("foreign" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "foreign"},message:"must be equal to constant",schema:"foreign",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-77fabe64"] = validate27;
const schema56 = {"const":"both","title":"Foreign and home channels","$id":"-77fabe64"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("both" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "both"},message:"must be equal to constant",schema:"both",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate28;
const schema57 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate29;
const schema58 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;

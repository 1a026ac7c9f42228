// generated from specs/forms/obj-fortilink-settings.schema.json and obj-fortilink-settings.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["610e7d02"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","fortilink"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"fortilink":{"type":"string","title":"FortiLink Interface","maxLength":15,"errorMessage":{"maxLength":"FortiLink Interface cannot be longer than 15 characters.","minLength":"This field is required."},"minLength":1},"inactive-timer":{"type":"integer","title":"Inactive Timer (min)","minimum":1,"maximum":1440,"errorMessage":{"minimum":"Inactive Timer (min) must be between 1 and 1440.","maximum":"Inactive Timer (min) must be between 1 and 1440.","type":"Inactive Timer (min) must be a whole number."},"default":15},"link-down-flush":{"type":"string","title":"Flush MAC Addresses on Link Down","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"access-vlan-mode":{"type":"string","title":"Access VLAN Mode","oneOf":[{"const":"legacy","title":"Legacy"},{"const":"fail-open","title":"Fail open"},{"const":"fail-close","title":"Fail close"}],"default":"legacy"}},"errorMessage":{"required":{"name":"This field is required.","fortilink":"This field is required."}},"$id":"610e7d02"};
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
if(data.fortilink === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "fortilink"},message:"must have required property '"+"fortilink"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err2 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(func1(data0) < 1){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(!pattern4.test(data0)){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
}
else {
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err6 of vErrors){
if((((((err6.keyword !== "errorMessage") && (!err6.emUsed)) && (err6.instancePath === instancePath+"/name")) && (err6.keyword in emErrors0)) && (err6.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err6.schemaPath.slice(17)))){
emErrors0[err6.keyword].push(err6);
err6.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err7 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
}
const emErrs0 = [];
for(const err8 of vErrors){
if(!err8.emUsed){
emErrs0.push(err8);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.fortilink !== undefined){
let data1 = data.fortilink;
if(typeof data1 === "string"){
if(func1(data1) > 15){
const err9 = {instancePath:instancePath+"/fortilink",schemaPath:"#/properties/fortilink/maxLength",keyword:"maxLength",params:{limit: 15},message:"must NOT have more than 15 characters",schema:15,parentSchema:schema53.properties.fortilink,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/fortilink",schemaPath:"#/properties/fortilink/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.fortilink,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
}
else {
const err11 = {instancePath:instancePath+"/fortilink",schemaPath:"#/properties/fortilink/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.fortilink.type,parentSchema:schema53.properties.fortilink,data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
if(errors > 0){
const emErrors1 = {"maxLength":[],"minLength":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/fortilink")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/fortilink") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(22)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/fortilink",schemaPath:"#/properties/fortilink/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.fortilink.errorMessage[key1],schema:schema53.properties.fortilink.errorMessage,parentSchema:schema53.properties.fortilink,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
}
const emErrs1 = [];
for(const err14 of vErrors){
if(!err14.emUsed){
emErrs1.push(err14);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["inactive-timer"] !== undefined){
let data2 = data["inactive-timer"];
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err15 = {instancePath:instancePath+"/inactive-timer",schemaPath:"#/properties/inactive-timer/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["inactive-timer"].type,parentSchema:schema53.properties["inactive-timer"],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 1440 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/inactive-timer",schemaPath:"#/properties/inactive-timer/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1440},message:"must be <= 1440",schema:1440,parentSchema:schema53.properties["inactive-timer"],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err17 = {instancePath:instancePath+"/inactive-timer",schemaPath:"#/properties/inactive-timer/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties["inactive-timer"],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err18 of vErrors){
if((((((err18.keyword !== "errorMessage") && (!err18.emUsed)) && (err18.instancePath === instancePath+"/inactive-timer")) && (err18.keyword in emErrors2)) && (err18.schemaPath.indexOf("#/properties/inactive-timer") === 0)) && (/^\/[^\/]*$/.test(err18.schemaPath.slice(27)))){
emErrors2[err18.keyword].push(err18);
err18.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err19 = {instancePath:instancePath+"/inactive-timer",schemaPath:"#/properties/inactive-timer/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["inactive-timer"].errorMessage[key2],schema:schema53.properties["inactive-timer"].errorMessage,parentSchema:schema53.properties["inactive-timer"],data:data2};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
}
const emErrs2 = [];
for(const err20 of vErrors){
if(!err20.emUsed){
emErrs2.push(err20);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
if(data["link-down-flush"] !== undefined){
let data3 = data["link-down-flush"];
if(typeof data3 !== "string"){
const err21 = {instancePath:instancePath+"/link-down-flush",schemaPath:"#/properties/link-down-flush/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["link-down-flush"].type,parentSchema:schema53.properties["link-down-flush"],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
const _errs10 = errors;
let valid1 = false;
let passing0 = null;
const _errs11 = errors;
if("enable" !== data3){
const err22 = {instancePath:instancePath+"/link-down-flush",schemaPath:"#/properties/link-down-flush/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["link-down-flush"].oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
var _valid0 = _errs11 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs12 = errors;
if("disable" !== data3){
const err23 = {instancePath:instancePath+"/link-down-flush",schemaPath:"#/properties/link-down-flush/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["link-down-flush"].oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
var _valid0 = _errs12 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err24 = {instancePath:instancePath+"/link-down-flush",schemaPath:"#/properties/link-down-flush/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["link-down-flush"].oneOf,parentSchema:schema53.properties["link-down-flush"],data:data3};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
else {
errors = _errs10;
if(vErrors !== null){
if(_errs10){
vErrors.length = _errs10;
}
else {
vErrors = null;
}
}
}
}
if(data["access-vlan-mode"] !== undefined){
let data4 = data["access-vlan-mode"];
if(typeof data4 !== "string"){
const err25 = {instancePath:instancePath+"/access-vlan-mode",schemaPath:"#/properties/access-vlan-mode/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["access-vlan-mode"].type,parentSchema:schema53.properties["access-vlan-mode"],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
const _errs15 = errors;
let valid2 = false;
let passing1 = null;
const _errs16 = errors;
if("legacy" !== data4){
const err26 = {instancePath:instancePath+"/access-vlan-mode",schemaPath:"#/properties/access-vlan-mode/oneOf/0/const",keyword:"const",params:{allowedValue: "legacy"},message:"must be equal to constant",schema:"legacy",parentSchema:schema53.properties["access-vlan-mode"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
var _valid1 = _errs16 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs17 = errors;
if("fail-open" !== data4){
const err27 = {instancePath:instancePath+"/access-vlan-mode",schemaPath:"#/properties/access-vlan-mode/oneOf/1/const",keyword:"const",params:{allowedValue: "fail-open"},message:"must be equal to constant",schema:"fail-open",parentSchema:schema53.properties["access-vlan-mode"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
var _valid1 = _errs17 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid2 = true;
passing1 = 1;
}
const _errs18 = errors;
if("fail-close" !== data4){
const err28 = {instancePath:instancePath+"/access-vlan-mode",schemaPath:"#/properties/access-vlan-mode/oneOf/2/const",keyword:"const",params:{allowedValue: "fail-close"},message:"must be equal to constant",schema:"fail-close",parentSchema:schema53.properties["access-vlan-mode"].oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
var _valid1 = _errs18 === errors;
if(_valid1 && valid2){
valid2 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid2 = true;
passing1 = 2;
}
}
}
if(!valid2){
const err29 = {instancePath:instancePath+"/access-vlan-mode",schemaPath:"#/properties/access-vlan-mode/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["access-vlan-mode"].oneOf,parentSchema:schema53.properties["access-vlan-mode"],data:data4};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
else {
errors = _errs15;
if(vErrors !== null){
if(_errs15){
vErrors.length = _errs15;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err30 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"name":[],"fortilink":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err31 of vErrors){
if((((((err31.keyword !== "errorMessage") && (!err31.emUsed)) && (err31.instancePath === instancePath)) && (err31.keyword in emErrors3)) && (err31.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err31.schemaPath.slice(1)))){
emPropParams0 = obj0[err31.keyword];
emParamsErrors0 = emErrors3[err31.keyword][err31.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err31);
err31.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err32 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key3][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err33 of vErrors){
if(!err33.emUsed){
emErrs3.push(err33);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate25;
const schema54 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

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
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54,data};
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

exports["78fd03b3"] = validate26;
const schema55 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

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
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema55,data};
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

exports["-bf5f869"] = validate27;
const schema56 = {"const":"legacy","title":"Legacy","$id":"-bf5f869"};

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
if("legacy" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "legacy"},message:"must be equal to constant",schema:"legacy",parentSchema:schema56,data};
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

exports["50631f48"] = validate28;
const schema57 = {"const":"fail-open","title":"Fail open","$id":"50631f48"};

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
if("fail-open" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "fail-open"},message:"must be equal to constant",schema:"fail-open",parentSchema:schema57,data};
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

exports["37821dc4"] = validate29;
const schema58 = {"const":"fail-close","title":"Fail close","$id":"37821dc4"};

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
if("fail-close" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "fail-close"},message:"must be equal to constant",schema:"fail-close",parentSchema:schema58,data};
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

// generated from specs/forms/obj-vdom-settings.schema.json and obj-vdom-settings.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-682eb8ef"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","vdom"],"properties":{"name":{"type":"string","title":"Name","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"vdom":{"type":"string","title":"VDOM","maxLength":31,"errorMessage":{"maxLength":"VDOM cannot be longer than 31 characters.","minLength":"This field is required."},"minLength":1},"switch-controller-nac":{"type":"string","title":"NAC Policies","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"dynamic-port-policy":{"type":"string","title":"Dynamic Port Policies","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"disable"},"mac-aging-interval":{"type":"integer","title":"MAC Aging Interval (s)","minimum":10,"maximum":1000000,"errorMessage":{"minimum":"MAC Aging Interval (s) must be between 10 and 1000000.","maximum":"MAC Aging Interval (s) must be between 10 and 1000000.","type":"MAC Aging Interval (s) must be a whole number."},"default":300}},"errorMessage":{"required":{"name":"This field is required.","vdom":"This field is required."}},"$id":"-682eb8ef"};
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
if(data.vdom === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "vdom"},message:"must have required property '"+"vdom"+"'",schema:schema53.required,parentSchema:schema53,data};
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
if(data.vdom !== undefined){
let data1 = data.vdom;
if(typeof data1 === "string"){
if(func1(data1) > 31){
const err9 = {instancePath:instancePath+"/vdom",schemaPath:"#/properties/vdom/maxLength",keyword:"maxLength",params:{limit: 31},message:"must NOT have more than 31 characters",schema:31,parentSchema:schema53.properties.vdom,data:data1};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
if(func1(data1) < 1){
const err10 = {instancePath:instancePath+"/vdom",schemaPath:"#/properties/vdom/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.vdom,data:data1};
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
const err11 = {instancePath:instancePath+"/vdom",schemaPath:"#/properties/vdom/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.vdom.type,parentSchema:schema53.properties.vdom,data:data1};
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
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/vdom")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/properties/vdom") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(17)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/vdom",schemaPath:"#/properties/vdom/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.vdom.errorMessage[key1],schema:schema53.properties.vdom.errorMessage,parentSchema:schema53.properties.vdom,data:data1};
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
if(data["switch-controller-nac"] !== undefined){
let data2 = data["switch-controller-nac"];
if(typeof data2 !== "string"){
const err15 = {instancePath:instancePath+"/switch-controller-nac",schemaPath:"#/properties/switch-controller-nac/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["switch-controller-nac"].type,parentSchema:schema53.properties["switch-controller-nac"],data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
const _errs8 = errors;
let valid1 = false;
let passing0 = null;
const _errs9 = errors;
if("enable" !== data2){
const err16 = {instancePath:instancePath+"/switch-controller-nac",schemaPath:"#/properties/switch-controller-nac/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["switch-controller-nac"].oneOf[0],data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
var _valid0 = _errs9 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs10 = errors;
if("disable" !== data2){
const err17 = {instancePath:instancePath+"/switch-controller-nac",schemaPath:"#/properties/switch-controller-nac/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["switch-controller-nac"].oneOf[1],data:data2};
if(vErrors === null){
vErrors = [err17];
}
else {
vErrors.push(err17);
}
errors++;
}
var _valid0 = _errs10 === errors;
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
const err18 = {instancePath:instancePath+"/switch-controller-nac",schemaPath:"#/properties/switch-controller-nac/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["switch-controller-nac"].oneOf,parentSchema:schema53.properties["switch-controller-nac"],data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
else {
errors = _errs8;
if(vErrors !== null){
if(_errs8){
vErrors.length = _errs8;
}
else {
vErrors = null;
}
}
}
}
if(data["dynamic-port-policy"] !== undefined){
let data3 = data["dynamic-port-policy"];
if(typeof data3 !== "string"){
const err19 = {instancePath:instancePath+"/dynamic-port-policy",schemaPath:"#/properties/dynamic-port-policy/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["dynamic-port-policy"].type,parentSchema:schema53.properties["dynamic-port-policy"],data:data3};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
const _errs13 = errors;
let valid2 = false;
let passing1 = null;
const _errs14 = errors;
if("enable" !== data3){
const err20 = {instancePath:instancePath+"/dynamic-port-policy",schemaPath:"#/properties/dynamic-port-policy/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties["dynamic-port-policy"].oneOf[0],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
var _valid1 = _errs14 === errors;
if(_valid1){
valid2 = true;
passing1 = 0;
}
const _errs15 = errors;
if("disable" !== data3){
const err21 = {instancePath:instancePath+"/dynamic-port-policy",schemaPath:"#/properties/dynamic-port-policy/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties["dynamic-port-policy"].oneOf[1],data:data3};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
var _valid1 = _errs15 === errors;
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
const err22 = {instancePath:instancePath+"/dynamic-port-policy",schemaPath:"#/properties/dynamic-port-policy/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["dynamic-port-policy"].oneOf,parentSchema:schema53.properties["dynamic-port-policy"],data:data3};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
else {
errors = _errs13;
if(vErrors !== null){
if(_errs13){
vErrors.length = _errs13;
}
else {
vErrors = null;
}
}
}
}
if(data["mac-aging-interval"] !== undefined){
let data4 = data["mac-aging-interval"];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err23 = {instancePath:instancePath+"/mac-aging-interval",schemaPath:"#/properties/mac-aging-interval/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["mac-aging-interval"].type,parentSchema:schema53.properties["mac-aging-interval"],data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(typeof data4 == "number"){
if(data4 > 1000000 || isNaN(data4)){
const err24 = {instancePath:instancePath+"/mac-aging-interval",schemaPath:"#/properties/mac-aging-interval/maximum",keyword:"maximum",params:{comparison: "<=", limit: 1000000},message:"must be <= 1000000",schema:1000000,parentSchema:schema53.properties["mac-aging-interval"],data:data4};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
if(data4 < 10 || isNaN(data4)){
const err25 = {instancePath:instancePath+"/mac-aging-interval",schemaPath:"#/properties/mac-aging-interval/minimum",keyword:"minimum",params:{comparison: ">=", limit: 10},message:"must be >= 10",schema:10,parentSchema:schema53.properties["mac-aging-interval"],data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
if(errors > 0){
const emErrors2 = {"minimum":[],"maximum":[],"type":[]};
const templates2 = {};
for(const err26 of vErrors){
if((((((err26.keyword !== "errorMessage") && (!err26.emUsed)) && (err26.instancePath === instancePath+"/mac-aging-interval")) && (err26.keyword in emErrors2)) && (err26.schemaPath.indexOf("#/properties/mac-aging-interval") === 0)) && (/^\/[^\/]*$/.test(err26.schemaPath.slice(31)))){
emErrors2[err26.keyword].push(err26);
err26.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err27 = {instancePath:instancePath+"/mac-aging-interval",schemaPath:"#/properties/mac-aging-interval/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["mac-aging-interval"].errorMessage[key2],schema:schema53.properties["mac-aging-interval"].errorMessage,parentSchema:schema53.properties["mac-aging-interval"],data:data4};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
const emErrs2 = [];
for(const err28 of vErrors){
if(!err28.emUsed){
emErrs2.push(err28);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
}
else {
const err29 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err29];
}
else {
vErrors.push(err29);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"required":{"name":[],"vdom":[]}};
const templates3 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err30 of vErrors){
if((((((err30.keyword !== "errorMessage") && (!err30.emUsed)) && (err30.instancePath === instancePath)) && (err30.keyword in emErrors3)) && (err30.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err30.schemaPath.slice(1)))){
emPropParams0 = obj0[err30.keyword];
emParamsErrors0 = emErrors3[err30.keyword][err30.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err30);
err30.emUsed = true;
}
}
}
for(const key3 in emErrors3){
for(const keyProp0 in emErrors3[key3]){
emParamsErrors0 = emErrors3[key3][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates3[key3] && templates3[key3][keyProp0];
const err31 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key3][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err31];
}
else {
vErrors.push(err31);
}
errors++;
}
}
}
const emErrs3 = [];
for(const err32 of vErrors){
if(!err32.emUsed){
emErrs3.push(err32);
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

export const validateFns = exports;

// generated from specs/forms/firmware-template.schema.json and firmware-template.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["628351ea"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":false,"required":["name","schedule-type","image-source","enforced version"],"properties":{"name":{"type":"string","title":"Name","$comment":"An empty name or one of spaces only is no name (the console trims the name before sending it).","not":{"pattern":"^\\s*$"},"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"not":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"}},"schedule-type":{"type":"integer","title":"Upgrade Schedule","default":0,"oneOf":[{"const":0,"title":"As Soon As Possible"},{"const":1,"title":"Daily"},{"const":2,"title":"Weekly"}]},"schedule-day":{"type":"integer","title":"Day","default":0,"oneOf":[{"const":0,"title":"None"},{"const":1,"title":"Sunday"},{"const":2,"title":"Monday"},{"const":4,"title":"Tuesday"},{"const":8,"title":"Wednesday"},{"const":16,"title":"Thursday"},{"const":32,"title":"Friday"},{"const":64,"title":"Saturday"}]},"schedule-start-time":{"type":"string","title":"Start Time","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$","errorMessage":{"pattern":"Enter a time as HH:MM (00:00 to 23:59)."}},"schedule-end-time":{"type":"string","title":"End Time","pattern":"^([01]\\d|2[0-3]):[0-5]\\d$","errorMessage":{"pattern":"Enter a time as HH:MM (00:00 to 23:59)."}},"image-source":{"type":"integer","title":"Image Source","default":0,"oneOf":[{"const":0,"title":"FortiGuard"},{"const":1,"title":"Local Images"}]},"enforced version":{"type":"array","title":"Firmware Versions","description":"The version each platform of the chosen devices is upgraded to.","default":[],"minItems":1,"errorMessage":{"minItems":"Keep at least one firmware version."},"items":{"type":"object","additionalProperties":false,"required":["platform","product","version","upgrade-path","flags"],"properties":{"platform":{"type":"string","title":"Platform","minLength":1,"errorMessage":{"minLength":"This field is required."}},"product":{"type":"string","title":"Product","oneOf":[{"const":"FGT","title":"FortiGate"},{"const":"FAP","title":"FortiAP"},{"const":"FSW","title":"FortiSwitch"},{"const":"FXT","title":"FortiExtender"},{"const":"FPX","title":"FortiProxy"}]},"version":{"type":"string","title":"Version","minLength":1,"errorMessage":{"minLength":"This field is required."}},"upgrade-path":{"type":"string","title":"Upgrade Path","default":"auto","oneOf":[{"const":"auto","title":"Automatic"}]},"flags":{"type":"integer","title":"Flags","minimum":0,"default":0},"gui-auto-created":{"type":"integer","enum":[0,1],"default":1}},"errorMessage":{"required":{"platform":"This field is required.","version":"This field is required."}}}}},"allOf":[{"if":{"required":["schedule-type"],"properties":{"schedule-type":{"enum":[1,2]}}},"then":{"required":["schedule-start-time","schedule-end-time"],"errorMessage":{"required":{"schedule-start-time":"This field is required.","schedule-end-time":"This field is required."}}}},{"if":{"required":["schedule-type"],"properties":{"schedule-type":{"const":2}}},"then":{"required":["schedule-day"],"properties":{"schedule-day":{"minimum":1,"errorMessage":{"minimum":"This field is required."}}},"errorMessage":{"required":{"schedule-day":"This field is required."}}}}],"errorMessage":{"required":{"name":"This field is required."}},"$id":"628351ea"};
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};
const pattern4 = new RegExp("^\\s*$", "u");
const pattern5 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern6 = new RegExp("^([01]\\d|2[0-3]):[0-5]\\d$", "u");
const func1 = __mod0.default;

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
const _errs2 = errors;
let valid1 = true;
const _errs3 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing0;
if((data["schedule-type"] === undefined) && (missing0 = "schedule-type")){
const err0 = {};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
else {
if(data["schedule-type"] !== undefined){
let data0 = data["schedule-type"];
if(!((data0 === 1) || (data0 === 2))){
const err1 = {};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
}
var _valid0 = _errs3 === errors;
errors = _errs2;
if(vErrors !== null){
if(_errs2){
vErrors.length = _errs2;
}
else {
vErrors = null;
}
}
if(_valid0){
const _errs5 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["schedule-start-time"] === undefined){
const err2 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "schedule-start-time"},message:"must have required property '"+"schedule-start-time"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data["schedule-end-time"] === undefined){
const err3 = {instancePath,schemaPath:"#/allOf/0/then/required",keyword:"required",params:{missingProperty: "schedule-end-time"},message:"must have required property '"+"schedule-end-time"+"'",schema:schema53.allOf[0].then.required,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
}
if(errors > 0){
const emErrors0 = {"required":{"schedule-start-time":[],"schedule-end-time":[]}};
const templates0 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err4 of vErrors){
if((((((err4.keyword !== "errorMessage") && (!err4.emUsed)) && (err4.instancePath === instancePath)) && (err4.keyword in emErrors0)) && (err4.schemaPath.indexOf("#/allOf/0/then") === 0)) && (/^\/[^\/]*$/.test(err4.schemaPath.slice(14)))){
emPropParams0 = obj0[err4.keyword];
emParamsErrors0 = emErrors0[err4.keyword][err4.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err4);
err4.emUsed = true;
}
}
}
for(const key0 in emErrors0){
for(const keyProp0 in emErrors0[key0]){
emParamsErrors0 = emErrors0[key0][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates0[key0] && templates0[key0][keyProp0];
const err5 = {instancePath,schemaPath:"#/allOf/0/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.allOf[0].then.errorMessage[key0][keyProp0],schema:schema53.allOf[0].then.errorMessage,parentSchema:schema53.allOf[0].then,data};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
}
const emErrs0 = [];
for(const err6 of vErrors){
if(!err6.emUsed){
emErrs0.push(err6);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
var _valid0 = _errs5 === errors;
valid1 = _valid0;
}
if(!valid1){
const err7 = {instancePath,schemaPath:"#/allOf/0/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[0].if,parentSchema:schema53.allOf[0],data};
if(vErrors === null){
vErrors = [err7];
}
else {
vErrors.push(err7);
}
errors++;
}
const _errs7 = errors;
let valid3 = true;
const _errs8 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
let missing1;
if((data["schedule-type"] === undefined) && (missing1 = "schedule-type")){
const err8 = {};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
else {
if(data["schedule-type"] !== undefined){
if(2 !== data["schedule-type"]){
const err9 = {};
if(vErrors === null){
vErrors = [err9];
}
else {
vErrors.push(err9);
}
errors++;
}
}
}
}
var _valid1 = _errs8 === errors;
errors = _errs7;
if(vErrors !== null){
if(_errs7){
vErrors.length = _errs7;
}
else {
vErrors = null;
}
}
if(_valid1){
const _errs10 = errors;
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["schedule-day"] === undefined){
const err10 = {instancePath,schemaPath:"#/allOf/1/then/required",keyword:"required",params:{missingProperty: "schedule-day"},message:"must have required property '"+"schedule-day"+"'",schema:schema53.allOf[1].then.required,parentSchema:schema53.allOf[1].then,data};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
if(data["schedule-day"] !== undefined){
let data2 = data["schedule-day"];
if(typeof data2 == "number"){
if(data2 < 1 || isNaN(data2)){
const err11 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/allOf/1/then/properties/schedule-day/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.allOf[1].then.properties["schedule-day"],data:data2};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[]};
const templates1 = {};
for(const err12 of vErrors){
if((((((err12.keyword !== "errorMessage") && (!err12.emUsed)) && (err12.instancePath === instancePath+"/schedule-day")) && (err12.keyword in emErrors1)) && (err12.schemaPath.indexOf("#/allOf/1/then/properties/schedule-day") === 0)) && (/^\/[^\/]*$/.test(err12.schemaPath.slice(38)))){
emErrors1[err12.keyword].push(err12);
err12.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err13 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/allOf/1/then/properties/schedule-day/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.allOf[1].then.properties["schedule-day"].errorMessage[key1],schema:schema53.allOf[1].then.properties["schedule-day"].errorMessage,parentSchema:schema53.allOf[1].then.properties["schedule-day"],data:data2};
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
}
if(errors > 0){
const emErrors2 = {"required":{"schedule-day":[]}};
const templates2 = {required:{}};
let emPropParams1;
let emParamsErrors1;
for(const err15 of vErrors){
if((((((err15.keyword !== "errorMessage") && (!err15.emUsed)) && (err15.instancePath === instancePath)) && (err15.keyword in emErrors2)) && (err15.schemaPath.indexOf("#/allOf/1/then") === 0)) && (/^\/[^\/]*$/.test(err15.schemaPath.slice(14)))){
emPropParams1 = obj0[err15.keyword];
emParamsErrors1 = emErrors2[err15.keyword][err15.params[emPropParams1]];
if(emParamsErrors1){
emParamsErrors1.push(err15);
err15.emUsed = true;
}
}
}
for(const key2 in emErrors2){
for(const keyProp1 in emErrors2[key2]){
emParamsErrors1 = emErrors2[key2][keyProp1];
if(emParamsErrors1.length){
const tmpl1 = templates2[key2] && templates2[key2][keyProp1];
const err16 = {instancePath,schemaPath:"#/allOf/1/then/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors1},message:tmpl1 ? tmpl1() : schema53.allOf[1].then.errorMessage[key2][keyProp1],schema:schema53.allOf[1].then.errorMessage,parentSchema:schema53.allOf[1].then,data};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
}
const emErrs2 = [];
for(const err17 of vErrors){
if(!err17.emUsed){
emErrs2.push(err17);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
var _valid1 = _errs10 === errors;
valid3 = _valid1;
if(valid3){
var props0 = {};
props0["schedule-day"] = true;
props0["schedule-type"] = true;
}
}
if(!valid3){
const err18 = {instancePath,schemaPath:"#/allOf/1/if",keyword:"if",params:{failingKeyword: "then"},message:"must match \"then\" schema",schema:schema53.allOf[1].if,parentSchema:schema53.allOf[1],data};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
if(props0 !== true){
props0 = props0 || {};
props0["schedule-type"] = true;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err19 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err19];
}
else {
vErrors.push(err19);
}
errors++;
}
if(data["schedule-type"] === undefined){
const err20 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule-type"},message:"must have required property '"+"schedule-type"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
if(data["image-source"] === undefined){
const err21 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "image-source"},message:"must have required property '"+"image-source"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(data["enforced version"] === undefined){
const err22 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "enforced version"},message:"must have required property '"+"enforced version"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
for(const key3 in data){
if(!(((((((key3 === "name") || (key3 === "schedule-type")) || (key3 === "schedule-day")) || (key3 === "schedule-start-time")) || (key3 === "schedule-end-time")) || (key3 === "image-source")) || (key3 === "enforced version"))){
const err23 = {instancePath,schemaPath:"#/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key3},message:"must NOT have additional properties",schema:false,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
}
if(data.name !== undefined){
let data3 = data.name;
const _errs16 = errors;
const _errs17 = errors;
if(typeof data3 === "string"){
if(!pattern4.test(data3)){
const err24 = {};
if(vErrors === null){
vErrors = [err24];
}
else {
vErrors.push(err24);
}
errors++;
}
}
var valid7 = _errs17 === errors;
if(valid7){
const err25 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/not",keyword:"not",params:{},message:"must NOT be valid",schema:schema53.properties.name.not,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
else {
errors = _errs16;
if(vErrors !== null){
if(_errs16){
vErrors.length = _errs16;
}
else {
vErrors = null;
}
}
}
if(typeof data3 === "string"){
if(func1(data3) > 35){
const err26 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err26];
}
else {
vErrors.push(err26);
}
errors++;
}
if(!pattern5.test(data3)){
const err27 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
}
}
else {
const err28 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"not":[],"maxLength":[],"pattern":[]};
const templates3 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/name")) && (err29.keyword in emErrors3)) && (err29.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(17)))){
emErrors3[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key4 in emErrors3){
if(emErrors3[key4].length){
const err30 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key4]},message:key4 in templates3 ? templates3[key4]() : schema53.properties.name.errorMessage[key4],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs3 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs3.push(err31);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data["schedule-type"] !== undefined){
let data4 = data["schedule-type"];
if(!((typeof data4 == "number") && (!(data4 % 1) && !isNaN(data4)))){
const err32 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["schedule-type"].type,parentSchema:schema53.properties["schedule-type"],data:data4};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
const _errs20 = errors;
let valid8 = false;
let passing0 = null;
const _errs21 = errors;
if(0 !== data4){
const err33 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/oneOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema53.properties["schedule-type"].oneOf[0],data:data4};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
var _valid2 = _errs21 === errors;
if(_valid2){
valid8 = true;
passing0 = 0;
}
const _errs22 = errors;
if(1 !== data4){
const err34 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/oneOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema53.properties["schedule-type"].oneOf[1],data:data4};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
var _valid2 = _errs22 === errors;
if(_valid2 && valid8){
valid8 = false;
passing0 = [passing0, 1];
}
else {
if(_valid2){
valid8 = true;
passing0 = 1;
}
const _errs23 = errors;
if(2 !== data4){
const err35 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/oneOf/2/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema53.properties["schedule-type"].oneOf[2],data:data4};
if(vErrors === null){
vErrors = [err35];
}
else {
vErrors.push(err35);
}
errors++;
}
var _valid2 = _errs23 === errors;
if(_valid2 && valid8){
valid8 = false;
passing0 = [passing0, 2];
}
else {
if(_valid2){
valid8 = true;
passing0 = 2;
}
}
}
if(!valid8){
const err36 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties["schedule-type"].oneOf,parentSchema:schema53.properties["schedule-type"],data:data4};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
else {
errors = _errs20;
if(vErrors !== null){
if(_errs20){
vErrors.length = _errs20;
}
else {
vErrors = null;
}
}
}
}
if(data["schedule-day"] !== undefined){
let data5 = data["schedule-day"];
if(!((typeof data5 == "number") && (!(data5 % 1) && !isNaN(data5)))){
const err37 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["schedule-day"].type,parentSchema:schema53.properties["schedule-day"],data:data5};
if(vErrors === null){
vErrors = [err37];
}
else {
vErrors.push(err37);
}
errors++;
}
const _errs26 = errors;
let valid9 = false;
let passing1 = null;
const _errs27 = errors;
if(0 !== data5){
const err38 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema53.properties["schedule-day"].oneOf[0],data:data5};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
var _valid3 = _errs27 === errors;
if(_valid3){
valid9 = true;
passing1 = 0;
}
const _errs28 = errors;
if(1 !== data5){
const err39 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema53.properties["schedule-day"].oneOf[1],data:data5};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
var _valid3 = _errs28 === errors;
if(_valid3 && valid9){
valid9 = false;
passing1 = [passing1, 1];
}
else {
if(_valid3){
valid9 = true;
passing1 = 1;
}
const _errs29 = errors;
if(2 !== data5){
const err40 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/2/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema53.properties["schedule-day"].oneOf[2],data:data5};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
var _valid3 = _errs29 === errors;
if(_valid3 && valid9){
valid9 = false;
passing1 = [passing1, 2];
}
else {
if(_valid3){
valid9 = true;
passing1 = 2;
}
const _errs30 = errors;
if(4 !== data5){
const err41 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/3/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant",schema:4,parentSchema:schema53.properties["schedule-day"].oneOf[3],data:data5};
if(vErrors === null){
vErrors = [err41];
}
else {
vErrors.push(err41);
}
errors++;
}
var _valid3 = _errs30 === errors;
if(_valid3 && valid9){
valid9 = false;
passing1 = [passing1, 3];
}
else {
if(_valid3){
valid9 = true;
passing1 = 3;
}
const _errs31 = errors;
if(8 !== data5){
const err42 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/4/const",keyword:"const",params:{allowedValue: 8},message:"must be equal to constant",schema:8,parentSchema:schema53.properties["schedule-day"].oneOf[4],data:data5};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
var _valid3 = _errs31 === errors;
if(_valid3 && valid9){
valid9 = false;
passing1 = [passing1, 4];
}
else {
if(_valid3){
valid9 = true;
passing1 = 4;
}
const _errs32 = errors;
if(16 !== data5){
const err43 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/5/const",keyword:"const",params:{allowedValue: 16},message:"must be equal to constant",schema:16,parentSchema:schema53.properties["schedule-day"].oneOf[5],data:data5};
if(vErrors === null){
vErrors = [err43];
}
else {
vErrors.push(err43);
}
errors++;
}
var _valid3 = _errs32 === errors;
if(_valid3 && valid9){
valid9 = false;
passing1 = [passing1, 5];
}
else {
if(_valid3){
valid9 = true;
passing1 = 5;
}
const _errs33 = errors;
if(32 !== data5){
const err44 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/6/const",keyword:"const",params:{allowedValue: 32},message:"must be equal to constant",schema:32,parentSchema:schema53.properties["schedule-day"].oneOf[6],data:data5};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
}
var _valid3 = _errs33 === errors;
if(_valid3 && valid9){
valid9 = false;
passing1 = [passing1, 6];
}
else {
if(_valid3){
valid9 = true;
passing1 = 6;
}
const _errs34 = errors;
if(64 !== data5){
const err45 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf/7/const",keyword:"const",params:{allowedValue: 64},message:"must be equal to constant",schema:64,parentSchema:schema53.properties["schedule-day"].oneOf[7],data:data5};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
var _valid3 = _errs34 === errors;
if(_valid3 && valid9){
valid9 = false;
passing1 = [passing1, 7];
}
else {
if(_valid3){
valid9 = true;
passing1 = 7;
}
}
}
}
}
}
}
}
if(!valid9){
const err46 = {instancePath:instancePath+"/schedule-day",schemaPath:"#/properties/schedule-day/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["schedule-day"].oneOf,parentSchema:schema53.properties["schedule-day"],data:data5};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
else {
errors = _errs26;
if(vErrors !== null){
if(_errs26){
vErrors.length = _errs26;
}
else {
vErrors = null;
}
}
}
}
if(data["schedule-start-time"] !== undefined){
let data6 = data["schedule-start-time"];
if(typeof data6 === "string"){
if(!pattern6.test(data6)){
const err47 = {instancePath:instancePath+"/schedule-start-time",schemaPath:"#/properties/schedule-start-time/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\"",schema:"^([01]\\d|2[0-3]):[0-5]\\d$",parentSchema:schema53.properties["schedule-start-time"],data:data6};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
}
else {
const err48 = {instancePath:instancePath+"/schedule-start-time",schemaPath:"#/properties/schedule-start-time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["schedule-start-time"].type,parentSchema:schema53.properties["schedule-start-time"],data:data6};
if(vErrors === null){
vErrors = [err48];
}
else {
vErrors.push(err48);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"pattern":[]};
const templates4 = {};
for(const err49 of vErrors){
if((((((err49.keyword !== "errorMessage") && (!err49.emUsed)) && (err49.instancePath === instancePath+"/schedule-start-time")) && (err49.keyword in emErrors4)) && (err49.schemaPath.indexOf("#/properties/schedule-start-time") === 0)) && (/^\/[^\/]*$/.test(err49.schemaPath.slice(32)))){
emErrors4[err49.keyword].push(err49);
err49.emUsed = true;
}
}
for(const key5 in emErrors4){
if(emErrors4[key5].length){
const err50 = {instancePath:instancePath+"/schedule-start-time",schemaPath:"#/properties/schedule-start-time/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key5]},message:key5 in templates4 ? templates4[key5]() : schema53.properties["schedule-start-time"].errorMessage[key5],schema:schema53.properties["schedule-start-time"].errorMessage,parentSchema:schema53.properties["schedule-start-time"],data:data6};
if(vErrors === null){
vErrors = [err50];
}
else {
vErrors.push(err50);
}
errors++;
}
}
const emErrs4 = [];
for(const err51 of vErrors){
if(!err51.emUsed){
emErrs4.push(err51);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data["schedule-end-time"] !== undefined){
let data7 = data["schedule-end-time"];
if(typeof data7 === "string"){
if(!pattern6.test(data7)){
const err52 = {instancePath:instancePath+"/schedule-end-time",schemaPath:"#/properties/schedule-end-time/pattern",keyword:"pattern",params:{pattern: "^([01]\\d|2[0-3]):[0-5]\\d$"},message:"must match pattern \""+"^([01]\\d|2[0-3]):[0-5]\\d$"+"\"",schema:"^([01]\\d|2[0-3]):[0-5]\\d$",parentSchema:schema53.properties["schedule-end-time"],data:data7};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
}
else {
const err53 = {instancePath:instancePath+"/schedule-end-time",schemaPath:"#/properties/schedule-end-time/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["schedule-end-time"].type,parentSchema:schema53.properties["schedule-end-time"],data:data7};
if(vErrors === null){
vErrors = [err53];
}
else {
vErrors.push(err53);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"pattern":[]};
const templates5 = {};
for(const err54 of vErrors){
if((((((err54.keyword !== "errorMessage") && (!err54.emUsed)) && (err54.instancePath === instancePath+"/schedule-end-time")) && (err54.keyword in emErrors5)) && (err54.schemaPath.indexOf("#/properties/schedule-end-time") === 0)) && (/^\/[^\/]*$/.test(err54.schemaPath.slice(30)))){
emErrors5[err54.keyword].push(err54);
err54.emUsed = true;
}
}
for(const key6 in emErrors5){
if(emErrors5[key6].length){
const err55 = {instancePath:instancePath+"/schedule-end-time",schemaPath:"#/properties/schedule-end-time/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key6]},message:key6 in templates5 ? templates5[key6]() : schema53.properties["schedule-end-time"].errorMessage[key6],schema:schema53.properties["schedule-end-time"].errorMessage,parentSchema:schema53.properties["schedule-end-time"],data:data7};
if(vErrors === null){
vErrors = [err55];
}
else {
vErrors.push(err55);
}
errors++;
}
}
const emErrs5 = [];
for(const err56 of vErrors){
if(!err56.emUsed){
emErrs5.push(err56);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
if(data["image-source"] !== undefined){
let data8 = data["image-source"];
if(!((typeof data8 == "number") && (!(data8 % 1) && !isNaN(data8)))){
const err57 = {instancePath:instancePath+"/image-source",schemaPath:"#/properties/image-source/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["image-source"].type,parentSchema:schema53.properties["image-source"],data:data8};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
const _errs41 = errors;
let valid10 = false;
let passing2 = null;
const _errs42 = errors;
if(0 !== data8){
const err58 = {instancePath:instancePath+"/image-source",schemaPath:"#/properties/image-source/oneOf/0/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema53.properties["image-source"].oneOf[0],data:data8};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
var _valid4 = _errs42 === errors;
if(_valid4){
valid10 = true;
passing2 = 0;
}
const _errs43 = errors;
if(1 !== data8){
const err59 = {instancePath:instancePath+"/image-source",schemaPath:"#/properties/image-source/oneOf/1/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema53.properties["image-source"].oneOf[1],data:data8};
if(vErrors === null){
vErrors = [err59];
}
else {
vErrors.push(err59);
}
errors++;
}
var _valid4 = _errs43 === errors;
if(_valid4 && valid10){
valid10 = false;
passing2 = [passing2, 1];
}
else {
if(_valid4){
valid10 = true;
passing2 = 1;
}
}
if(!valid10){
const err60 = {instancePath:instancePath+"/image-source",schemaPath:"#/properties/image-source/oneOf",keyword:"oneOf",params:{passingSchemas: passing2},message:"must match exactly one schema in oneOf",schema:schema53.properties["image-source"].oneOf,parentSchema:schema53.properties["image-source"],data:data8};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
else {
errors = _errs41;
if(vErrors !== null){
if(_errs41){
vErrors.length = _errs41;
}
else {
vErrors = null;
}
}
}
}
if(data["enforced version"] !== undefined){
let data9 = data["enforced version"];
if(Array.isArray(data9)){
if(data9.length < 1){
const err61 = {instancePath:instancePath+"/enforced version",schemaPath:"#/properties/enforced%20version/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties["enforced version"],data:data9};
if(vErrors === null){
vErrors = [err61];
}
else {
vErrors.push(err61);
}
errors++;
}
const len0 = data9.length;
for(let i0=0; i0<len0; i0++){
let data10 = data9[i0];
if(data10 && typeof data10 == "object" && !Array.isArray(data10)){
if(data10.platform === undefined){
const err62 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "platform"},message:"must have required property '"+"platform"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(data10.product === undefined){
const err63 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "product"},message:"must have required property '"+"product"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data10.version === undefined){
const err64 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "version"},message:"must have required property '"+"version"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
if(data10["upgrade-path"] === undefined){
const err65 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "upgrade-path"},message:"must have required property '"+"upgrade-path"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err65];
}
else {
vErrors.push(err65);
}
errors++;
}
if(data10.flags === undefined){
const err66 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/required",keyword:"required",params:{missingProperty: "flags"},message:"must have required property '"+"flags"+"'",schema:schema53.properties["enforced version"].items.required,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
for(const key7 in data10){
if(!((((((key7 === "platform") || (key7 === "product")) || (key7 === "version")) || (key7 === "upgrade-path")) || (key7 === "flags")) || (key7 === "gui-auto-created"))){
const err67 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/additionalProperties",keyword:"additionalProperties",params:{additionalProperty: key7},message:"must NOT have additional properties",schema:false,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err67];
}
else {
vErrors.push(err67);
}
errors++;
}
}
if(data10.platform !== undefined){
let data11 = data10.platform;
if(typeof data11 === "string"){
if(func1(data11) < 1){
const err68 = {instancePath:instancePath+"/enforced version/" + i0+"/platform",schemaPath:"#/properties/enforced%20version/items/properties/platform/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["enforced version"].items.properties.platform,data:data11};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
}
else {
const err69 = {instancePath:instancePath+"/enforced version/" + i0+"/platform",schemaPath:"#/properties/enforced%20version/items/properties/platform/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["enforced version"].items.properties.platform.type,parentSchema:schema53.properties["enforced version"].items.properties.platform,data:data11};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"minLength":[]};
const templates6 = {};
for(const err70 of vErrors){
if((((((err70.keyword !== "errorMessage") && (!err70.emUsed)) && (err70.instancePath === instancePath+"/enforced version/" + i0+"/platform")) && (err70.keyword in emErrors6)) && (err70.schemaPath.indexOf("#/properties/enforced%20version/items/properties/platform") === 0)) && (/^\/[^\/]*$/.test(err70.schemaPath.slice(57)))){
emErrors6[err70.keyword].push(err70);
err70.emUsed = true;
}
}
for(const key8 in emErrors6){
if(emErrors6[key8].length){
const err71 = {instancePath:instancePath+"/enforced version/" + i0+"/platform",schemaPath:"#/properties/enforced%20version/items/properties/platform/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key8]},message:key8 in templates6 ? templates6[key8]() : schema53.properties["enforced version"].items.properties.platform.errorMessage[key8],schema:schema53.properties["enforced version"].items.properties.platform.errorMessage,parentSchema:schema53.properties["enforced version"].items.properties.platform,data:data11};
if(vErrors === null){
vErrors = [err71];
}
else {
vErrors.push(err71);
}
errors++;
}
}
const emErrs6 = [];
for(const err72 of vErrors){
if(!err72.emUsed){
emErrs6.push(err72);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data10.product !== undefined){
let data12 = data10.product;
if(typeof data12 !== "string"){
const err73 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["enforced version"].items.properties.product.type,parentSchema:schema53.properties["enforced version"].items.properties.product,data:data12};
if(vErrors === null){
vErrors = [err73];
}
else {
vErrors.push(err73);
}
errors++;
}
const _errs53 = errors;
let valid14 = false;
let passing3 = null;
const _errs54 = errors;
if("FGT" !== data12){
const err74 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/0/const",keyword:"const",params:{allowedValue: "FGT"},message:"must be equal to constant",schema:"FGT",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[0],data:data12};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
var _valid5 = _errs54 === errors;
if(_valid5){
valid14 = true;
passing3 = 0;
}
const _errs55 = errors;
if("FAP" !== data12){
const err75 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/1/const",keyword:"const",params:{allowedValue: "FAP"},message:"must be equal to constant",schema:"FAP",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[1],data:data12};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid5 = _errs55 === errors;
if(_valid5 && valid14){
valid14 = false;
passing3 = [passing3, 1];
}
else {
if(_valid5){
valid14 = true;
passing3 = 1;
}
const _errs56 = errors;
if("FSW" !== data12){
const err76 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/2/const",keyword:"const",params:{allowedValue: "FSW"},message:"must be equal to constant",schema:"FSW",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[2],data:data12};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid5 = _errs56 === errors;
if(_valid5 && valid14){
valid14 = false;
passing3 = [passing3, 2];
}
else {
if(_valid5){
valid14 = true;
passing3 = 2;
}
const _errs57 = errors;
if("FXT" !== data12){
const err77 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/3/const",keyword:"const",params:{allowedValue: "FXT"},message:"must be equal to constant",schema:"FXT",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[3],data:data12};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid5 = _errs57 === errors;
if(_valid5 && valid14){
valid14 = false;
passing3 = [passing3, 3];
}
else {
if(_valid5){
valid14 = true;
passing3 = 3;
}
const _errs58 = errors;
if("FPX" !== data12){
const err78 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf/4/const",keyword:"const",params:{allowedValue: "FPX"},message:"must be equal to constant",schema:"FPX",parentSchema:schema53.properties["enforced version"].items.properties.product.oneOf[4],data:data12};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
var _valid5 = _errs58 === errors;
if(_valid5 && valid14){
valid14 = false;
passing3 = [passing3, 4];
}
else {
if(_valid5){
valid14 = true;
passing3 = 4;
}
}
}
}
}
if(!valid14){
const err79 = {instancePath:instancePath+"/enforced version/" + i0+"/product",schemaPath:"#/properties/enforced%20version/items/properties/product/oneOf",keyword:"oneOf",params:{passingSchemas: passing3},message:"must match exactly one schema in oneOf",schema:schema53.properties["enforced version"].items.properties.product.oneOf,parentSchema:schema53.properties["enforced version"].items.properties.product,data:data12};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
else {
errors = _errs53;
if(vErrors !== null){
if(_errs53){
vErrors.length = _errs53;
}
else {
vErrors = null;
}
}
}
}
if(data10.version !== undefined){
let data13 = data10.version;
if(typeof data13 === "string"){
if(func1(data13) < 1){
const err80 = {instancePath:instancePath+"/enforced version/" + i0+"/version",schemaPath:"#/properties/enforced%20version/items/properties/version/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["enforced version"].items.properties.version,data:data13};
if(vErrors === null){
vErrors = [err80];
}
else {
vErrors.push(err80);
}
errors++;
}
}
else {
const err81 = {instancePath:instancePath+"/enforced version/" + i0+"/version",schemaPath:"#/properties/enforced%20version/items/properties/version/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["enforced version"].items.properties.version.type,parentSchema:schema53.properties["enforced version"].items.properties.version,data:data13};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"minLength":[]};
const templates7 = {};
for(const err82 of vErrors){
if((((((err82.keyword !== "errorMessage") && (!err82.emUsed)) && (err82.instancePath === instancePath+"/enforced version/" + i0+"/version")) && (err82.keyword in emErrors7)) && (err82.schemaPath.indexOf("#/properties/enforced%20version/items/properties/version") === 0)) && (/^\/[^\/]*$/.test(err82.schemaPath.slice(56)))){
emErrors7[err82.keyword].push(err82);
err82.emUsed = true;
}
}
for(const key9 in emErrors7){
if(emErrors7[key9].length){
const err83 = {instancePath:instancePath+"/enforced version/" + i0+"/version",schemaPath:"#/properties/enforced%20version/items/properties/version/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key9]},message:key9 in templates7 ? templates7[key9]() : schema53.properties["enforced version"].items.properties.version.errorMessage[key9],schema:schema53.properties["enforced version"].items.properties.version.errorMessage,parentSchema:schema53.properties["enforced version"].items.properties.version,data:data13};
if(vErrors === null){
vErrors = [err83];
}
else {
vErrors.push(err83);
}
errors++;
}
}
const emErrs7 = [];
for(const err84 of vErrors){
if(!err84.emUsed){
emErrs7.push(err84);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data10["upgrade-path"] !== undefined){
let data14 = data10["upgrade-path"];
if(typeof data14 !== "string"){
const err85 = {instancePath:instancePath+"/enforced version/" + i0+"/upgrade-path",schemaPath:"#/properties/enforced%20version/items/properties/upgrade-path/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["enforced version"].items.properties["upgrade-path"].type,parentSchema:schema53.properties["enforced version"].items.properties["upgrade-path"],data:data14};
if(vErrors === null){
vErrors = [err85];
}
else {
vErrors.push(err85);
}
errors++;
}
const _errs63 = errors;
let valid15 = false;
let passing4 = null;
const _errs64 = errors;
if("auto" !== data14){
const err86 = {instancePath:instancePath+"/enforced version/" + i0+"/upgrade-path",schemaPath:"#/properties/enforced%20version/items/properties/upgrade-path/oneOf/0/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema53.properties["enforced version"].items.properties["upgrade-path"].oneOf[0],data:data14};
if(vErrors === null){
vErrors = [err86];
}
else {
vErrors.push(err86);
}
errors++;
}
var _valid6 = _errs64 === errors;
if(_valid6){
valid15 = true;
passing4 = 0;
}
if(!valid15){
const err87 = {instancePath:instancePath+"/enforced version/" + i0+"/upgrade-path",schemaPath:"#/properties/enforced%20version/items/properties/upgrade-path/oneOf",keyword:"oneOf",params:{passingSchemas: passing4},message:"must match exactly one schema in oneOf",schema:schema53.properties["enforced version"].items.properties["upgrade-path"].oneOf,parentSchema:schema53.properties["enforced version"].items.properties["upgrade-path"],data:data14};
if(vErrors === null){
vErrors = [err87];
}
else {
vErrors.push(err87);
}
errors++;
}
else {
errors = _errs63;
if(vErrors !== null){
if(_errs63){
vErrors.length = _errs63;
}
else {
vErrors = null;
}
}
}
}
if(data10.flags !== undefined){
let data15 = data10.flags;
if(!((typeof data15 == "number") && (!(data15 % 1) && !isNaN(data15)))){
const err88 = {instancePath:instancePath+"/enforced version/" + i0+"/flags",schemaPath:"#/properties/enforced%20version/items/properties/flags/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["enforced version"].items.properties.flags.type,parentSchema:schema53.properties["enforced version"].items.properties.flags,data:data15};
if(vErrors === null){
vErrors = [err88];
}
else {
vErrors.push(err88);
}
errors++;
}
if(typeof data15 == "number"){
if(data15 < 0 || isNaN(data15)){
const err89 = {instancePath:instancePath+"/enforced version/" + i0+"/flags",schemaPath:"#/properties/enforced%20version/items/properties/flags/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["enforced version"].items.properties.flags,data:data15};
if(vErrors === null){
vErrors = [err89];
}
else {
vErrors.push(err89);
}
errors++;
}
}
}
if(data10["gui-auto-created"] !== undefined){
let data16 = data10["gui-auto-created"];
if(!((typeof data16 == "number") && (!(data16 % 1) && !isNaN(data16)))){
const err90 = {instancePath:instancePath+"/enforced version/" + i0+"/gui-auto-created",schemaPath:"#/properties/enforced%20version/items/properties/gui-auto-created/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["enforced version"].items.properties["gui-auto-created"].type,parentSchema:schema53.properties["enforced version"].items.properties["gui-auto-created"],data:data16};
if(vErrors === null){
vErrors = [err90];
}
else {
vErrors.push(err90);
}
errors++;
}
if(!((data16 === 0) || (data16 === 1))){
const err91 = {instancePath:instancePath+"/enforced version/" + i0+"/gui-auto-created",schemaPath:"#/properties/enforced%20version/items/properties/gui-auto-created/enum",keyword:"enum",params:{allowedValues: schema53.properties["enforced version"].items.properties["gui-auto-created"].enum},message:"must be equal to one of the allowed values",schema:schema53.properties["enforced version"].items.properties["gui-auto-created"].enum,parentSchema:schema53.properties["enforced version"].items.properties["gui-auto-created"],data:data16};
if(vErrors === null){
vErrors = [err91];
}
else {
vErrors.push(err91);
}
errors++;
}
}
}
else {
const err92 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.properties["enforced version"].items.type,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err92];
}
else {
vErrors.push(err92);
}
errors++;
}
if(errors > 0){
const emErrors8 = {"required":{"platform":[],"version":[]}};
const templates8 = {required:{}};
let emPropParams2;
let emParamsErrors2;
for(const err93 of vErrors){
if((((((err93.keyword !== "errorMessage") && (!err93.emUsed)) && (err93.instancePath === instancePath+"/enforced version/" + i0)) && (err93.keyword in emErrors8)) && (err93.schemaPath.indexOf("#/properties/enforced%20version/items") === 0)) && (/^\/[^\/]*$/.test(err93.schemaPath.slice(37)))){
emPropParams2 = obj0[err93.keyword];
emParamsErrors2 = emErrors8[err93.keyword][err93.params[emPropParams2]];
if(emParamsErrors2){
emParamsErrors2.push(err93);
err93.emUsed = true;
}
}
}
for(const key10 in emErrors8){
for(const keyProp2 in emErrors8[key10]){
emParamsErrors2 = emErrors8[key10][keyProp2];
if(emParamsErrors2.length){
const tmpl2 = templates8[key10] && templates8[key10][keyProp2];
const err94 = {instancePath:instancePath+"/enforced version/" + i0,schemaPath:"#/properties/enforced%20version/items/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors2},message:tmpl2 ? tmpl2() : schema53.properties["enforced version"].items.errorMessage[key10][keyProp2],schema:schema53.properties["enforced version"].items.errorMessage,parentSchema:schema53.properties["enforced version"].items,data:data10};
if(vErrors === null){
vErrors = [err94];
}
else {
vErrors.push(err94);
}
errors++;
}
}
}
const emErrs8 = [];
for(const err95 of vErrors){
if(!err95.emUsed){
emErrs8.push(err95);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
}
else {
const err96 = {instancePath:instancePath+"/enforced version",schemaPath:"#/properties/enforced%20version/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["enforced version"].type,parentSchema:schema53.properties["enforced version"],data:data9};
if(vErrors === null){
vErrors = [err96];
}
else {
vErrors.push(err96);
}
errors++;
}
if(errors > 0){
const emErrors9 = {"minItems":[]};
const templates9 = {};
for(const err97 of vErrors){
if((((((err97.keyword !== "errorMessage") && (!err97.emUsed)) && (err97.instancePath === instancePath+"/enforced version")) && (err97.keyword in emErrors9)) && (err97.schemaPath.indexOf("#/properties/enforced%20version") === 0)) && (/^\/[^\/]*$/.test(err97.schemaPath.slice(31)))){
emErrors9[err97.keyword].push(err97);
err97.emUsed = true;
}
}
for(const key11 in emErrors9){
if(emErrors9[key11].length){
const err98 = {instancePath:instancePath+"/enforced version",schemaPath:"#/properties/enforced%20version/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key11]},message:key11 in templates9 ? templates9[key11]() : schema53.properties["enforced version"].errorMessage[key11],schema:schema53.properties["enforced version"].errorMessage,parentSchema:schema53.properties["enforced version"],data:data9};
if(vErrors === null){
vErrors = [err98];
}
else {
vErrors.push(err98);
}
errors++;
}
}
const emErrs9 = [];
for(const err99 of vErrors){
if(!err99.emUsed){
emErrs9.push(err99);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
}
else {
const err100 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err100];
}
else {
vErrors.push(err100);
}
errors++;
}
if(errors > 0){
const emErrors10 = {"required":{"name":[]}};
const templates10 = {required:{}};
let emPropParams3;
let emParamsErrors3;
for(const err101 of vErrors){
if((((((err101.keyword !== "errorMessage") && (!err101.emUsed)) && (err101.instancePath === instancePath)) && (err101.keyword in emErrors10)) && (err101.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err101.schemaPath.slice(1)))){
emPropParams3 = obj0[err101.keyword];
emParamsErrors3 = emErrors10[err101.keyword][err101.params[emPropParams3]];
if(emParamsErrors3){
emParamsErrors3.push(err101);
err101.emUsed = true;
}
}
}
for(const key12 in emErrors10){
for(const keyProp3 in emErrors10[key12]){
emParamsErrors3 = emErrors10[key12][keyProp3];
if(emParamsErrors3.length){
const tmpl3 = templates10[key12] && templates10[key12][keyProp3];
const err102 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors3},message:tmpl3 ? tmpl3() : schema53.errorMessage[key12][keyProp3],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err102];
}
else {
vErrors.push(err102);
}
errors++;
}
}
}
const emErrs10 = [];
for(const err103 of vErrors){
if(!err103.emUsed){
emErrs10.push(err103);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["-53366f88"] = validate25;
const schema54 = {"required":["schedule-type"],"properties":{"schedule-type":{"enum":[1,2]}},"$id":"-53366f88"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["schedule-type"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule-type"},message:"must have required property '"+"schedule-type"+"'",schema:schema54.required,parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["schedule-type"] !== undefined){
let data0 = data["schedule-type"];
if(!((data0 === 1) || (data0 === 2))){
const err1 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/enum",keyword:"enum",params:{allowedValues: schema54.properties["schedule-type"].enum},message:"must be equal to one of the allowed values",schema:schema54.properties["schedule-type"].enum,parentSchema:schema54.properties["schedule-type"],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"props":{"schedule-type":true},"dynamicProps":false,"dynamicItems":false};

exports["2bbc0853"] = validate26;
const schema55 = {"required":["schedule-type"],"properties":{"schedule-type":{"const":2}},"$id":"2bbc0853"};

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
if(data && typeof data == "object" && !Array.isArray(data)){
if(data["schedule-type"] === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "schedule-type"},message:"must have required property '"+"schedule-type"+"'",schema:schema55.required,parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["schedule-type"] !== undefined){
let data0 = data["schedule-type"];
if(2 !== data0){
const err1 = {instancePath:instancePath+"/schedule-type",schemaPath:"#/properties/schedule-type/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema55.properties["schedule-type"],data:data0};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
}
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"props":{"schedule-type":true},"dynamicProps":false,"dynamicItems":false};

exports["7236a6ff"] = validate27;
const schema56 = {"const":0,"title":"As Soon As Possible","$id":"7236a6ff"};

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
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema56,data};
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

exports["-6cb2c91"] = validate28;
const schema57 = {"const":1,"title":"Daily","$id":"-6cb2c91"};

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
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema57,data};
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

exports["7d791702"] = validate29;
const schema58 = {"const":2,"title":"Weekly","$id":"7d791702"};

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
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema58,data};
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

exports["-2e85f689"] = validate30;
const schema59 = {"const":0,"title":"None","$id":"-2e85f689"};

function validate30(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate30.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema59,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate30.errors = vErrors;
return errors === 0;
}
validate30.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6da1aed0"] = validate31;
const schema60 = {"const":1,"title":"Sunday","$id":"6da1aed0"};

function validate31(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate31.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema60,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate31.errors = vErrors;
return errors === 0;
}
validate31.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-7160602f"] = validate32;
const schema61 = {"const":2,"title":"Monday","$id":"-7160602f"};

function validate32(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate32.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(2 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 2},message:"must be equal to constant",schema:2,parentSchema:schema61,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate32.errors = vErrors;
return errors === 0;
}
validate32.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-30a0ad00"] = validate33;
const schema62 = {"const":4,"title":"Tuesday","$id":"-30a0ad00"};

function validate33(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate33.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(4 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 4},message:"must be equal to constant",schema:4,parentSchema:schema62,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate33.errors = vErrors;
return errors === 0;
}
validate33.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4013a9bb"] = validate34;
const schema63 = {"const":8,"title":"Wednesday","$id":"-4013a9bb"};

function validate34(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate34.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(8 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 8},message:"must be equal to constant",schema:8,parentSchema:schema63,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate34.errors = vErrors;
return errors === 0;
}
validate34.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["7da003b6"] = validate35;
const schema64 = {"const":16,"title":"Thursday","$id":"7da003b6"};

function validate35(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate35.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(16 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 16},message:"must be equal to constant",schema:16,parentSchema:schema64,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate35.errors = vErrors;
return errors === 0;
}
validate35.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-79c44c0b"] = validate36;
const schema65 = {"const":32,"title":"Friday","$id":"-79c44c0b"};

function validate36(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate36.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(32 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 32},message:"must be equal to constant",schema:32,parentSchema:schema65,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate36.errors = vErrors;
return errors === 0;
}
validate36.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["37feefee"] = validate37;
const schema66 = {"const":64,"title":"Saturday","$id":"37feefee"};

function validate37(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate37.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(64 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 64},message:"must be equal to constant",schema:64,parentSchema:schema66,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate37.errors = vErrors;
return errors === 0;
}
validate37.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4b39e83a"] = validate38;
const schema67 = {"const":0,"title":"FortiGuard","$id":"-4b39e83a"};

function validate38(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate38.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(0 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 0},message:"must be equal to constant",schema:0,parentSchema:schema67,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate38.errors = vErrors;
return errors === 0;
}
validate38.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-4b92fd13"] = validate39;
const schema68 = {"const":1,"title":"Local Images","$id":"-4b92fd13"};

function validate39(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate39.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(1 !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: 1},message:"must be equal to constant",schema:1,parentSchema:schema68,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate39.errors = vErrors;
return errors === 0;
}
validate39.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-642ced01"] = validate40;
const schema69 = {"const":"FGT","title":"FortiGate","$id":"-642ced01"};

function validate40(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate40.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FGT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FGT"},message:"must be equal to constant",schema:"FGT",parentSchema:schema69,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate40.errors = vErrors;
return errors === 0;
}
validate40.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["67c21dc5"] = validate41;
const schema70 = {"const":"FAP","title":"FortiAP","$id":"67c21dc5"};

function validate41(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate41.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FAP" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FAP"},message:"must be equal to constant",schema:"FAP",parentSchema:schema70,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate41.errors = vErrors;
return errors === 0;
}
validate41.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-11625ea1"] = validate42;
const schema71 = {"const":"FSW","title":"FortiSwitch","$id":"-11625ea1"};

function validate42(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate42.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FSW" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FSW"},message:"must be equal to constant",schema:"FSW",parentSchema:schema71,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate42.errors = vErrors;
return errors === 0;
}
validate42.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6df7ad4a"] = validate43;
const schema72 = {"const":"FXT","title":"FortiExtender","$id":"6df7ad4a"};

function validate43(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate43.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FXT" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FXT"},message:"must be equal to constant",schema:"FXT",parentSchema:schema72,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate43.errors = vErrors;
return errors === 0;
}
validate43.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["6d261ed5"] = validate44;
const schema73 = {"const":"FPX","title":"FortiProxy","$id":"6d261ed5"};

function validate44(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate44.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("FPX" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "FPX"},message:"must be equal to constant",schema:"FPX",parentSchema:schema73,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate44.errors = vErrors;
return errors === 0;
}
validate44.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["-3a4cf967"] = validate45;
const schema74 = {"const":"auto","title":"Automatic","$id":"-3a4cf967"};

function validate45(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate45.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("auto" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "auto"},message:"must be equal to constant",schema:"auto",parentSchema:schema74,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate45.errors = vErrors;
return errors === 0;
}
validate45.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
